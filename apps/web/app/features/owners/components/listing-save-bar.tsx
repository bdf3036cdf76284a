import { useT } from "../../../i18n/t.ts";
import { Button } from "../../../ui/button.tsx";
import "../messages.ts";

/** Where the draft's autosave stands, as the save bar says it. */
export type SaveState = "idle" | "saving" | "saved" | "failed";

type Props = {
  /** The id of the editor's form, which the buttons submit from outside it. */
  formId: string;
  /** The listing is published: saves wait for review and there is nothing to submit. */
  live: boolean;
  saveState: SaveState;
  /** A submission for review is on its way. */
  submitting: boolean;
};

/** The listing editor's footer: what the autosave did, "Save draft" and "Submit for review". */
export function ListingSaveBar({ formId, live, saveState, submitting }: Props) {
  const { t } = useT();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
      <p
        role="status"
        aria-live="polite"
        className="min-h-6 text-sm font-medium text-ink-700"
        data-save-state={saveState}
      >
        {saveState === "saving"
          ? t("owner.form.saving")
          : saveState === "saved"
            ? t(live ? "owner.form.savedForReview" : "owner.form.saved")
            : saveState === "failed"
              ? t("owner.form.saveFailed")
              : ""}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          form={formId}
          name="intent"
          value="save"
          className="inline-flex min-h-12 items-center justify-center rounded-full border border-pine-700 bg-white px-5 font-semibold text-pine-800 hover:bg-pine-50"
        >
          {t(live ? "owner.form.saveChanges" : "owner.form.saveDraft")}
        </button>
        {/* A published listing's saves already wait for review (decision 017): nothing to submit. */}
        {live ? null : (
          <Button type="submit" form={formId} name="intent" value="submit" size="lg" busy={submitting}>
            {submitting ? t("owner.form.submitting") : t("owner.form.submit")}
          </Button>
        )}
      </div>
    </div>
  );
}

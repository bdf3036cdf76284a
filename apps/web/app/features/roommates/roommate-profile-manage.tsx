import type { SavedRoommateProfile } from "@campuslar/domain/roommates/roommate-dto";
import { href } from "@campuslar/domain/routes/route-table";
import { Form } from "react-router";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonClass } from "../../ui/button.tsx";
import { useFocusOnArrival } from "../../ui/use-focus-on-arrival.ts";
import type { ProfileDone } from "./roommate-form.ts";
import { card, heading, statusBox } from "./roommate-styles.ts";
import "./questionnaire-messages.ts";

type Profile = Pick<SavedRoommateProfile, "visible">;

/** What the last save, show, hide or delete did, with the way on to the matches. */
export function ProfileDoneNotice({ done, profile }: { done: ProfileDone; profile: Profile | null }) {
  const { locale, t: translate } = useT();
  const matches = href("roommateMatches", locale);
  // Reached at its anchor after the form is sent, so already in view: it takes the focus.
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <section id="roommate-done" role="status" aria-labelledby="roommate-done-title" className={statusBox}>
      <h2 id="roommate-done-title" ref={headingRef} tabIndex={-1} className={heading}>
        {done === "saved"
          ? translate("roommates.profile.saved.title")
          : translate(
              done === "hidden"
                ? "roommates.profile.hidden.done"
                : done === "shown"
                  ? "roommates.profile.shown.done"
                  : "roommates.profile.deleted",
            )}
      </h2>
      {done === "saved" ? (
        <p className="mt-1 text-ink-700">
          {translate("roommates.profile.saved.text")}
          {profile && !profile.visible ? ` ${translate("roommates.profile.saved.hidden")}` : ""}
        </p>
      ) : null}
      {done !== "deleted" ? (
        <AppLink to={matches} className={buttonClass({ className: "mt-4" })}>
          {translate("roommates.profile.seeMatches")}
        </AppLink>
      ) : null}
    </section>
  );
}

/**
 * The saved profile's controls: show or hide it, and delete it after a confirm step (the action
 * answers "deleteAsk" with `confirmDelete`, so this works without JavaScript too).
 */
export function ProfileManageSection({ profile, confirmDelete }: { profile: Profile; confirmDelete: boolean }) {
  const { locale, t: translate } = useT();
  return (
    <section aria-labelledby="roommate-manage" className={card}>
      <h2 id="roommate-manage" className={heading}>
        {translate("roommates.profile.manage")}
      </h2>
      <p className="mt-1 text-ink-700">
        {translate(profile.visible ? "roommates.profile.status.visible" : "roommates.profile.status.hidden")}
      </p>
      {confirmDelete ? (
        <div role="alert" className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4">
          <h3 className="font-semibold text-ink-900">{translate("roommates.profile.delete.confirm.title")}</h3>
          <p className="mt-1 text-ink-700">{translate("roommates.profile.delete.confirm.text")}</p>
          <Form method="post" className="mt-3 flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="deleteConfirm">
              {translate("roommates.profile.delete.confirm.yes")}
            </Button>
            <AppLink to={href("roommateProfile", locale)} className={buttonClass({ variant: "secondary" })}>
              {translate("roommates.profile.delete.confirm.no")}
            </AppLink>
          </Form>
        </div>
      ) : (
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          <Button type="submit" name="intent" value={profile.visible ? "hide" : "show"} variant="secondary">
            {translate(profile.visible ? "roommates.profile.hide" : "roommates.profile.show")}
          </Button>
          <Button type="submit" name="intent" value="deleteAsk" variant="secondary">
            {translate("roommates.profile.delete")}
          </Button>
        </Form>
      )}
    </section>
  );
}

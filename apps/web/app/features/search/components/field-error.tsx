import type { SearchParam } from "../../../catalogue/search-params.ts";
import type { MessageKey } from "../../../i18n/pt.ts";
import { useT } from "../../../i18n/t.ts";
import type { SearchErrors, SearchFieldError } from "../search.server.ts";
import "../messages.ts";

const FIELD_ERROR: Record<SearchFieldError, MessageKey> = {
  number: "search.error.number",
  priceOrder: "search.error.priceOrder",
  option: "search.error.option",
  date: "search.error.date",
  dateOrder: "search.error.dateOrder",
  pastDate: "search.error.pastDate",
};

export function FieldError({ id, errors, names }: { id: string; errors: SearchErrors; names: readonly SearchParam[] }) {
  const { t: translate } = useT();
  const found = names.map((name) => errors[name]).find((error) => error !== undefined);
  if (!found) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-brand-800">
      {translate(FIELD_ERROR[found])}
    </p>
  );
}

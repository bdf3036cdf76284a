import { whatsappUrl } from "@campuslar/domain/site/whatsapp";
import { WhatsAppIcon } from "./icons/icons.tsx";

/**
 * A call to action that opens a WhatsApp chat with the company's line and `text` typed in for
 * the visitor (the content pages' "talk to us" buttons).
 */
export function WhatsAppCta({
  text,
  label,
  variant = "solid",
  className = "",
}: {
  text: string;
  label: string;
  /** `light` on a dark background. */
  variant?: "solid" | "light";
  className?: string;
}) {
  const colours =
    variant === "solid" ? "bg-whatsapp-dark text-white hover:bg-pine-900" : "bg-white text-pine-900 hover:bg-pine-50";
  return (
    <a
      href={whatsappUrl(text)}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2.5 font-semibold transition-colors ${colours} ${className}`}
    >
      <WhatsAppIcon className="size-5" />
      {label}
    </a>
  );
}

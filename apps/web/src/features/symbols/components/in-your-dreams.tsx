import { Link } from "react-router";
import { dreamsWithSymbolPath } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { linkClass } from "./link-class";

type InYourDreamsProps = {
  symbol: string;
  label: string;
  /** How many of the user's dreams carry the symbol; undefined while unknown (nothing shown). */
  count: number | undefined;
};

/** 'In your dreams: 3', a link to My Dreams listing those dreams; 'In your dreams: 0' as plain text. */
export function InYourDreams({ symbol, label, count }: InYourDreamsProps) {
  if (count === undefined) return null;
  const text = t("symbols.inYourDreams", { count });
  if (count === 0) return <p className="text-muted-foreground">{text}</p>;
  return (
    <p>
      <Link to={dreamsWithSymbolPath(symbol)} className={linkClass}>
        {text}
        <span className="sr-only"> {t("symbols.showDreams", { label })}</span>
      </Link>
    </p>
  );
}

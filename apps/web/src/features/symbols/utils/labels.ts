import type { SymbolSource, SymbolTheme } from "@somnia/shared/symbols";
import type { MessageId } from "@/lib/i18n/message-id";

/** Each family's name as the dictionary shows it. */
export const THEME_LABELS: Record<SymbolTheme, MessageId> = {
  movement: "symbols.theme.movement",
  water: "symbols.theme.water",
  nature: "symbols.theme.nature",
  animals: "symbols.theme.animals",
  places: "symbols.theme.places",
  people: "symbols.theme.people",
  situations: "symbols.theme.situations",
  body: "symbols.theme.body",
  objects: "symbols.theme.objects",
  otherworldly: "symbols.theme.otherworldly",
};

/** What a cited work supports, as the sources list says it. */
export const SOURCE_KIND_LABELS: Record<SymbolSource["kind"], MessageId> = {
  research: "symbols.sourceKind.research",
  tradition: "symbols.sourceKind.tradition",
  popular: "symbols.sourceKind.popular",
};

/** The id of a source's row in the page's sources list, for links to it. */
export const sourceAnchor = (key: string) => `source-${key.toLowerCase()}`;

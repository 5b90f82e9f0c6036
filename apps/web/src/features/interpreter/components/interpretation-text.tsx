import { paragraphsOf, renderBold } from "@/lib/render-bold";

/** A reading as paragraphs; `**bold**` is the only markup shown (lib/render-bold.tsx). */
export function InterpretationText({ text }: { text: string }) {
  return (
    <div className="grid gap-3 text-base leading-relaxed">
      {paragraphsOf(text).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text only grow at the end.
        <p key={index} className="whitespace-pre-line">
          {renderBold(paragraph)}
        </p>
      ))}
    </div>
  );
}

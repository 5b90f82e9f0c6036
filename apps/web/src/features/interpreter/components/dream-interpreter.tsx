import { PageHeader } from "@/components/layouts/page-header";

export const INTERPRETER_STRINGS = {
  title: "Dream Interpreter",
  subtitle:
    "The interpreter reads an analysed dream in the light of everything you have told Somnia: your other dreams, your answers to the analyst and the information on your profile.",
} as const;

export function DreamInterpreter() {
  return (
    <>
      <PageHeader title={INTERPRETER_STRINGS.title} description={INTERPRETER_STRINGS.subtitle} />
      <p className="max-w-prose">
        The more dreams you log and analyse, and the more you share about recurring dreams, the more personal
        its interpretations become.
      </p>
    </>
  );
}

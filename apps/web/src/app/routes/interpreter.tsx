import { DreamInterpreter } from "@/features/interpreter/components/dream-interpreter";

export function InterpreterRoute() {
  return <DreamInterpreter />;
}

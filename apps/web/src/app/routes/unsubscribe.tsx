import { useSearchParams } from "react-router";
import { PublicLayout } from "@/components/layouts/public-layout";
import { UnsubscribePage } from "@/features/profile/components/unsubscribe-page";

export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <PublicLayout>
      <UnsubscribePage token={params.get("token") ?? ""} />
    </PublicLayout>
  );
}

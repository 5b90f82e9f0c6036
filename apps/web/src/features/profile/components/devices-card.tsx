import type { DeviceSession } from "@somnia/shared/sessions";
import { Laptop, LogOut, Smartphone } from "lucide-react";
import { useEndOtherSessions, useEndSession, useSessions } from "@/api/sessions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/loading";
import { RetryNotice } from "@/components/ui/retry-notice";
import { formatDate, formatDaysAgo } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";

const PHONE_SYSTEMS = new Set(["iOS", "Android"]);

function DeviceRow({ device }: { device: DeviceSession }) {
  const end = useEndSession();
  const Icon = PHONE_SYSTEMS.has(device.os) ? Smartphone : Laptop;
  const name = t("profile.devices.browserOn", { browser: device.browser, os: device.os });
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon aria-hidden="true" className="size-6 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {name}
          {device.current && (
            <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-sm font-normal">
              {t("profile.devices.thisDevice")}
            </span>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          {t("profile.devices.activity", {
            signedIn: formatDate(device.signedInAt),
            active: formatDaysAgo(device.lastActiveAt),
          })}
        </p>
      </div>
      {!device.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={end.isPending}
          aria-label={t("profile.devices.signOutOne", { device: name })}
          onClick={() =>
            end.mutate(device.id, {
              onSuccess: () => toast.success(t("profile.devices.signedOutOne", { device: name })),
              onError: (error) =>
                toast.error(t("profile.devices.signOutFailed"), { description: errorMessage(error) }),
            })
          }
        >
          {t("profile.devices.signOut")}
        </Button>
      )}
    </li>
  );
}

/** 'Your devices': every browser signed in to the account, each can be signed out from here. */
export function DevicesCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const devices = sessions.data?.sessions ?? [];
  const others = devices.filter((d) => !d.current).length;
  return (
    <Card aria-labelledby="devices-title">
      <CardHeader>
        <CardTitle id="devices-title">{t("profile.devices.title")}</CardTitle>
        <CardDescription>{t("profile.devices.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.error ? (
          <RetryNotice
            title={t("profile.devices.loadFailed")}
            description={errorMessage(sessions.error)}
            retryLabel={t("common.tryAgain")}
            onRetry={() => sessions.refetch()}
          />
        ) : sessions.isPending ? (
          <Loading />
        ) : (
          <ul className="divide-y divide-border">
            {devices.map((device) => (
              <DeviceRow key={device.id} device={device} />
            ))}
          </ul>
        )}
        {others > 0 && (
          <Button
            variant="outline"
            disabled={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: ({ ended }) =>
                  toast.success(t("profile.devices.signedOutOthers", { count: ended })),
                onError: (error) =>
                  toast.error(t("profile.devices.signOutFailed"), { description: errorMessage(error) }),
              })
            }
          >
            <LogOut aria-hidden="true" />
            {t("profile.devices.signOutOthers")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

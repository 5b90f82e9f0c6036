import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderSite } from "./site";

/**
 * `npm run build -w @somnia/landing`: writes the landing host to apps/landing/dist, for any static
 * host or CDN. APP_URL is the application's address (where Login and Get Started lead), SITE_URL
 * the landing host's own (canonical links, sitemap), SUPPORT_EMAIL the Contact address.
 */
const env = process.env;
const missing = ["APP_URL", "SITE_URL"].filter((name) => !env[name]);
if (missing.length > 0) {
  console.error(
    `Set ${missing.join(" and ")}: e.g. APP_URL=https://app.example.com SITE_URL=https://example.com npm run build -w @somnia/landing`,
  );
  process.exit(1);
}

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
await rm(dist, { recursive: true, force: true });
const files = renderSite({
  appUrl: env.APP_URL ?? "",
  siteUrl: env.SITE_URL ?? "",
  supportEmail: env.SUPPORT_EMAIL ?? "support@somnia.app",
});
for (const { file, body } of files) {
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), body);
}
console.info(`The landing host is in ${dist} (${files.length} files), linking to ${env.APP_URL}.`);

import { rotateMasterKey } from "../services/keys/rotate-master-key";
import { plural, runMaintenance } from "./maintenance";

const USAGE = `Usage: npm run rotate-master-key

Re-wraps every user's data key under a new master key; the dreams themselves are not
re-encrypted. Stop every Somnia server first. An interrupted rotation is finished by running
this again; a server refuses to start while one is under way.

With DATA_DIR/master.key the new key replaces it, and the old one is kept beside it as
master.key.retired-<id>: backups made before the rotation need it. With MASTER_KEY, the new key
is written to DATA_DIR/master.key.next for you to put into MASTER_KEY.`;

await runMaintenance({
  usage: USAGE,
  migrate: true,
  async run({ env, database, masterKey, args }) {
    if (args.positionals.length > 0) {
      console.error(USAGE);
      process.exitCode = 1;
      return;
    }
    const result = await rotateMasterKey({
      database,
      dataDir: env.DATA_DIR,
      current: masterKey,
      fromEnvironment: Boolean(env.MASTER_KEY),
      log: (line) => console.info(line),
    });
    if (result.finishedEarlier) {
      console.info("The rotation had already finished; the leftover master.key.next was deleted.");
      return;
    }
    console.info(`The master key was rotated: ${plural(result.rewrapped, "data key")} re-wrapped.`);
    if (result.retiredKeyFile) {
      console.info(
        `The old key is kept at ${result.retiredKeyFile}: backups made before now need it to be restored.`,
      );
    }
    if (result.nextKeyFile) {
      console.info(
        `Put the new key from ${result.nextKeyFile} into MASTER_KEY before starting Somnia, then delete ` +
          "that file. Keep the old MASTER_KEY for backups made before now.",
      );
    }
  },
});

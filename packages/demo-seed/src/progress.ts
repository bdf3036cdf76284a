import cliProgress from "cli-progress";

export type ProgressBar = {
  update: (done: number, total: number) => void;
  stop: () => void;
};

/**
 * A terminal progress bar for the seed command, on stderr so the summary line on stdout
 * stays clean for scripts. When stderr is not a terminal (CI, a pipe) it prints nothing.
 */
export function createProgressBar(stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  const bar = new cliProgress.SingleBar(
    {
      format: "Seeding {bar} {percentage}% | {value}/{total} listings | {eta_formatted} left",
      stream,
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 20,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        started = true;
        bar.start(total, done);
      } else {
        bar.update(done);
      }
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}

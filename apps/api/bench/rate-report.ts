import { cpus, loadavg } from 'node:os';

/** One benchmark run as a child process measured it. */
export interface RateMeasurement {
  /** Messages per second, wall clock. */
  rate: number;
  /** CPU time (user + system) of the measuring process, per message. */
  cpuMsPerMessage: number;
  peakRssMb: number;
}

export function loadAverage(): string {
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(1));
  return `${one} ${five} ${fifteen} (1/5/15 min) on ${cpus().length} cores`;
}

/**
 * The table of runs against the raw run (the first row), with the ratio both ways: by wall clock
 * (what the shared machine gave) and by CPU time per message (what it would be on an idle core).
 */
export function printRateTable(rows: [string, RateMeasurement][]): void {
  const raw = rows[0]![1];
  console.log(
    '\n| run | messages/s | share of raw (wall) | CPU ms/message | share of raw (CPU) | peak RSS |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, run] of rows) {
    const wallShare = (run.rate / raw.rate) * 100;
    const cpuShare = (raw.cpuMsPerMessage / run.cpuMsPerMessage) * 100;
    console.log(
      `| ${name} | ${run.rate.toFixed(0)} | ${wallShare.toFixed(0)}% | ${run.cpuMsPerMessage.toFixed(2)} | ${cpuShare.toFixed(0)}% | ${run.peakRssMb.toFixed(0)} MB |`,
    );
  }
}

export function printPgliteInit(peakRssMb: number | null): void {
  if (peakRssMb === null) return;
  console.log(
    `\nCreating the PGlite cluster (initdb + migrations, once per data dir): peak RSS ${peakRssMb.toFixed(0)} MB.`,
  );
}

/**
 * Papertray against the peer that does the same job durably (issue 18's target: >= 1x), by wall
 * clock (messages/s) and by CPU per message (the peer's CPU ms / Papertray's).
 */
export function printPeerRatios(
  peerName: string,
  peer: RateMeasurement,
  rows: [string, RateMeasurement][],
): void {
  console.log(`\n| run | Papertray / ${peerName} (messages/s) | Papertray / ${peerName} (CPU) |`);
  console.log('|---|---:|---:|');
  for (const [name, run] of rows) {
    const wall = run.rate / peer.rate;
    const cpu = peer.cpuMsPerMessage / run.cpuMsPerMessage;
    console.log(`| ${name} | ${wall.toFixed(2)}x | ${cpu.toFixed(2)}x |`);
  }
}

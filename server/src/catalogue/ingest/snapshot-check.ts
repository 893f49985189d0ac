/** Files of a snapshot that fail their manifest's check: nothing of the import is kept. */
export class SnapshotCheckError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The snapshot does not match its manifest, so nothing was imported and the catalogue is as it was:\n` +
        problems.map((p) => `  ${p}`).join('\n'),
    );
    this.name = 'SnapshotCheckError';
  }
}

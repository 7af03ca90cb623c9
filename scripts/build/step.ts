/** A step that has already printed why it stopped the build: the program exits without a stack trace. */
export class StepFailed extends Error {}

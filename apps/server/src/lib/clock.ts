/** Time comes from here so tests (and settlement) can run on a fixed or advanced clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and move. */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date()) {}
  now() {
    return new Date(this.current);
  }
  set(date: Date | string) {
    this.current = new Date(date);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * The system clock moved on by an offset that only ever grows: the e2e clock control
 * (TEST_CLOCK_CONTROL=1, never in production) advances it to let days pass.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  constructor(private readonly base: Clock = systemClock) {}
  now() {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
  advance(ms: number) {
    if (ms < 0) throw new Error('the clock only moves forward');
    this.offsetMs += ms;
  }
  get offset() {
    return this.offsetMs;
  }
}

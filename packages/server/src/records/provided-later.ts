import { HttpError } from '../infra/http-error.js';

/**
 * A call one part of the server makes of another it may not import (an engine asking what another engine knows):
 * the other part provides it at start-up through the records layer. Until then, or in an app without that part, the
 * call answers 404 with `missing`.
 */
export class ProvidedLater<Call extends (...args: never[]) => Promise<unknown>> {
  private provided: Call | null = null;

  constructor(private readonly missing: string) {}

  provide(call: Call): void {
    this.provided = call;
  }

  call(...args: Parameters<Call>): ReturnType<Call> {
    if (!this.provided) throw new HttpError(404, this.missing);
    return (this.provided as unknown as (...args: Parameters<Call>) => ReturnType<Call>)(...args);
  }
}

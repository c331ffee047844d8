import { type ErrorCode, type ErrorParams, errorStatus } from '@ringside/contract';

export interface AppErrorOptions {
  params?: ErrorParams;
  /** Per-field codes, for problems found by a service rather than by the request schema. */
  fieldErrors?: Record<string, { code: ErrorCode; params?: ErrorParams }>;
  details?: Record<string, unknown>;
  /** Overrides the catalogue status where one code answers more than one situation. */
  status?: number;
}

/** The one error type: a catalogue code; the errors plugin turns it into the caller's language. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = options.status ?? errorStatus(code);
  }

  /** A validation failure on one field, answered like a schema violation. */
  static field(field: string, code: ErrorCode, params?: ErrorParams): AppError {
    return new AppError(code, {
      params,
      fieldErrors: { [field]: { code, ...(params ? { params } : {}) } },
    });
  }
}

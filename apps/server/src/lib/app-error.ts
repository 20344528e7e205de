import { ERROR_STATUS, type ErrorCode } from '@atrium/shared/errors/error-codes';

export interface FieldError {
  path: string;
  message: string;
}

/** The one error type services throw; the error handler maps its code to an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Record') => new AppError('NOT_FOUND', `${what} not found`);

export { createService, errorHandler, type Service, type ServiceOptions } from './app.js';
export {
  AgentError,
  HttpError,
  notFound,
  badRequest,
  unprocessable,
  unavailable,
  issue,
  httpAnswer,
  INTERNAL_ERROR,
  bodyTooLarge,
  bodyNotJson,
  bodyMissing,
  type HttpAnswer,
  type ValidationIssue,
} from './errors.js';
export { createLogger, REDACT_PATHS, type Logger } from '../shared/logger.js';
export { listen, closeOnSignals, PortInUseError, type Running, type ListenOptions } from './serve.js';
export type { RouteSpec, Handler, HandlerInput, ResponseSpec, Method } from './route.js';
export { buildOpenApi } from './openapi.js';
export { zodIssues } from './validation.js';
export { requestId, logRequest } from './request-meta.js';
export { builtPage, registerPageAssets, servePage, type PageFile } from './pages.js';
export { createHttpMetrics, setRoute, routeOf, type HttpMetrics } from './metrics.js';

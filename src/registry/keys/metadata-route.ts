import { z } from 'zod';
import { HttpError, type Service } from '../../http/index.js';
import { RESOURCE_METADATA_PATH, type TokenIssuers } from './issuers.js';

const ResourceMetadata = z
  .object({
    resource: z.string(),
    authorization_servers: z.array(z.string()),
    scopes_supported: z.array(z.string()),
    bearer_methods_supported: z.array(z.string()),
    resource_name: z.string(),
  })
  .meta({ id: 'ResourceMetadata' });

/**
 * RFC 9728 protected-resource metadata, at the root and beside `/mcp` (where MCP clients look
 * first): the issuers to get a token from and the scope values the registry maps. Open to
 * anyone; 404 while no issuer is trusted (`auth.issuers`).
 */
export function registerResourceMetadata(service: Service, issuers: TokenIssuers): void {
  for (const path of [RESOURCE_METADATA_PATH, `${RESOURCE_METADATA_PATH}/mcp`])
    service.route(
      {
        method: 'get',
        path,
        operationId: path.endsWith('/mcp') ? 'resource_metadata_mcp' : 'resource_metadata',
        scope: 'open',
        summary: 'OAuth protected-resource metadata (RFC 9728): where to get an access token for this registry',
        tags: ['operations'],
        responses: { 200: { description: 'The metadata', schema: ResourceMetadata } },
      },
      () => {
        if (!issuers.enabled) throw new HttpError(404, 'This registry trusts no token issuer (auth.issuers is empty): use an API key');
        return issuers.metadata() as z.infer<typeof ResourceMetadata>;
      },
    );
}

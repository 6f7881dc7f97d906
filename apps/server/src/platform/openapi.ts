import { operations } from '@shanlian/contract';
import { z } from 'zod';

const envelope = (data: unknown, pagedList: boolean) => ({
  type: 'object',
  required: ['IsSuccess', 'Data', 'Message'],
  properties: {
    IsSuccess: { type: 'boolean' },
    Data: data,
    Message: { type: 'string' },
    ...(pagedList
      ? { PagerInfo: { type: 'object', properties: { PageIndex: { type: 'integer' }, PageSize: { type: 'integer' }, RowCount: { type: 'integer' } } } }
      : {}),
  },
});

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: envelope({ nullable: true }, false) } },
});

function schemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _omit, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as Record<string, unknown>;
  return rest;
}

/** OpenAPI 3.1 generated from the contract; committed as openapi.json and checked for drift. */
export function buildOpenApi(opts: { includeDev: boolean }) {
  const paths: Record<string, unknown> = {};
  for (const def of Object.values(operations)) {
    if (def.access.kind === 'dev' && !opts.includeDev) continue;
    const [tag] = def.name.split('/');
    paths[`/v1/${def.name}`] = {
      post: {
        operationId: def.name.replace('/', '_'),
        tags: [tag],
        summary: def.summary,
        description: `Access: ${def.access.kind === 'permission' ? `permission ${def.access.permission}` : def.access.kind}`,
        security:
          def.access.kind === 'public' || def.access.kind === 'dev'
            ? []
            : def.access.kind === 'device'
              ? [{ device: [] }]
              : def.access.kind === 'platform'
                ? [{ platform: [] }]
                : [{ cookie: [] }, { bearer: [] }],
        requestBody:
          def.name === 'File/Upload'
            ? {
                required: true,
                content: {
                  'multipart/form-data': {
                    schema: {
                      type: 'object',
                      properties: {
                        file: { type: 'string', format: 'binary', description: '图片（JPG、PNG、GIF、BMP、WebP）或 PDF，按内容识别，单个不超过4M，最多5个' },
                        NodeType: { type: 'string' },
                        ModuleType: { type: 'string' },
                        IsWatermark: { type: 'string' },
                        NodeAreaCode: { type: 'string' },
                      },
                    },
                  },
                },
              }
            : { required: false, content: { 'application/json': { schema: schemaOf(def.input, 'input') } } },
        responses: {
          200: { description: '成功', content: { 'application/json': { schema: envelope(schemaOf(def.output, 'output'), !!def.paged) } } },
          400: failure('输入不合法'),
          401: failure('未登录'),
          403: failure('无权访问'),
          404: failure('记录不存在'),
          409: failure('冲突：重复提交、状态已变化、已售罄'),
          429: failure('请求过于频繁'),
          500: failure('服务器错误'),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '膳链 ShanLian API',
      version: '1.0.0',
      description: '每个操作都是 POST /v1/<Controller>/<Operation>，应答为统一信封 {IsSuccess, Data, Message}。',
    },
    components: {
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'sl_session' },
        bearer: { type: 'http', scheme: 'bearer' },
        device: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Device <token>`: a vehicle terminal’s token' },
        platform: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Platform <key>`: an AI detection platform’s access key' },
      },
    },
    paths,
  };
}

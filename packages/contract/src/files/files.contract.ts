import { z } from 'zod';
import { ZId } from '../common.js';
import { formField, ZUploadedFile } from '../firm/firm.contract.js';
import { LOGIN, op, PUBLIC } from '../operation.js';

export const filesOperations = {
  'File/Upload': op({
    name: 'File/Upload',
    summary:
      '上传文件：multipart/form-data，文件字段（任意字段名）加 NodeType、ModuleType、IsWatermark、NodeAreaCode；按内容识别 JPG/PNG/GIF/BMP/WebP 图片与 PDF（单个不超过4M），监管取证与整改（ModuleType 16）另收 MP4/WebM/WMV/AVI/OGG/MP3 音视频（单个不超过32M）；每次最多5个',
    access: LOGIN,
    transaction: false,
    input: z
      .object({ NodeType: formField, ModuleType: formField, IsWatermark: formField, NodeAreaCode: formField })
      .describe('multipart/form-data form fields; the files go as file parts')
      .default({}),
    output: z.array(ZUploadedFile),
  }),
  'File/GetFileById': op({
    name: 'File/GetFileById',
    summary: '一个文件的名称、类型、大小与下载地址；与下载同一规则：私有文件只给可以下载它的人，看不到的与不存在的一样答404',
    access: PUBLIC,
    transaction: false,
    input: z.object({ Id: ZId }),
    output: z.object({ Id: z.string(), FileName: z.string(), ContentType: z.string(), Size: z.number(), Url: z.string() }),
  }),
} as const;

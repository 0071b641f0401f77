import { expectTypeOf, test } from 'vitest';
import type { ToolName } from '../tools/catalog.ts';
import type { DoclibProxyRequest } from '../tools/doclib-proxy.ts';
import type { CrmRecord } from './crm.ts';
import type { DriveItem } from './doclib.ts';
import type {
  ServiceError,
  serviceErrorSchemas,
  ToolResult,
  ToolResultName,
  toolResultSchemas,
} from './index.ts';
import type { Video, VideoListResponse } from './video.ts';
import type { StatementResult, WarehouseError } from './warehouse.ts';

test('a named tool has its own result type', () => {
  expectTypeOf<ToolResult<'crm_list_people'>>().toEqualTypeOf<{ data: CrmRecord[] }>();
  expectTypeOf<ToolResult<'crm_get_person'>>().toEqualTypeOf<{ data: CrmRecord }>();
  expectTypeOf<ToolResult<'warehouse_get_tables'>>().toEqualTypeOf<StatementResult>();
  expectTypeOf<ToolResult<'doclib_get_file_metadata'>>().toEqualTypeOf<DriveItem>();
  expectTypeOf<ToolResult<'video_videos_list'>['items']>().toEqualTypeOf<Video[]>();
  expectTypeOf<ToolResult<'video_videos_list'>>().toExtend<VideoListResponse<Video>>();
  expectTypeOf<ToolResult<'crm_list_people'>>().not.toExtend<ToolResult<'crm_list_tasks'>>();
});

test('every catalog tool and each document library request has a result, and only those', () => {
  expectTypeOf<ToolResultName>().toEqualTypeOf<ToolName | `doclib_${DoclibProxyRequest['kind']}`>();
  expectTypeOf<keyof typeof toolResultSchemas>().toEqualTypeOf<ToolResultName>();
});

test('a part of a result is named by indexed access, an error body by its service', () => {
  expectTypeOf<ToolResult<'crm_list_people'>['data'][number]>().toEqualTypeOf<CrmRecord>();
  expectTypeOf<ServiceError<'warehouse'>>().toEqualTypeOf<WarehouseError>();
  expectTypeOf<keyof typeof serviceErrorSchemas>().toEqualTypeOf<
    'crm' | 'docsapp' | 'doclib' | 'video' | 'warehouse' | 'websearch'
  >();
});

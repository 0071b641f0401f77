import { expectTypeOf, test } from 'vitest';
import type { ToolName } from '../tools/catalog.ts';
import type {
  crmResults,
  DoclibResultName,
  doclibResults,
  ToolResult,
  ToolResultName,
  toolResultSchemas,
  videoResults,
  warehouseResults,
} from './index.ts';

type CrmRecord = crmResults.CrmRecord;
type DriveItem = doclibResults.DriveItem;
type StatementResult = warehouseResults.StatementResult;
type Video = videoResults.Video;
type VideoListResponse<Item> = videoResults.VideoListResponse<Item>;

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
  expectTypeOf<ToolResultName>().toEqualTypeOf<ToolName | DoclibResultName>();
  expectTypeOf<keyof typeof toolResultSchemas>().toEqualTypeOf<ToolResultName>();
});

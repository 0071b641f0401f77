import {
  type crmResults,
  doclibResults,
  type docsappResults,
  type videoResults,
  type warehouseResults,
  type websearchResults,
} from '@plugboard/schema/results';

/**
 * The parts of the services' results the viewers name (a CRM record, a video), from the
 * per-service namespaces of `@plugboard/schema/results`.
 */
export type AttributeValue = crmResults.AttributeValue;
export type CrmAttribute = crmResults.CrmAttribute;
export type CrmComment = crmResults.CrmComment;
export type CrmEntry = crmResults.CrmEntry;
export type CrmError = crmResults.CrmError;
export type CrmList = crmResults.CrmList;
export type CrmMember = crmResults.CrmMember;
export type CrmNote = crmResults.CrmNote;
export type CrmObject = crmResults.CrmObject;
export type CrmOption = crmResults.CrmOption;
export type CrmRecord = crmResults.CrmRecord;
export type CrmStatus = crmResults.CrmStatus;
export type CrmTask = crmResults.CrmTask;
export type CrmThread = crmResults.CrmThread;
export type CrmTokenInfo = crmResults.CrmTokenInfo;
export type CrmValues = crmResults.CrmValues;
export type CrmWebhook = crmResults.CrmWebhook;
export const { DOWNLOAD_URL } = doclibResults;
export type DoclibError = doclibResults.DoclibError;
export type DoclibSite = doclibResults.DoclibSite;
export type DriveItem = doclibResults.DriveItem;
export type DocsappBlock = docsappResults.DocsappBlock;
export type DocsappColumn = docsappResults.DocsappColumn;
export type DocsappComment = docsappResults.DocsappComment;
export type DocsappDatabase = docsappResults.DocsappDatabase;
export type DocsappError = docsappResults.DocsappError;
export type DocsappList<Item = unknown> = docsappResults.DocsappList<Item>;
export type DocsappPage = docsappResults.DocsappPage;
export type DocsappUser = docsappResults.DocsappUser;
export type PropertyValue = docsappResults.PropertyValue;
export type RichText = docsappResults.RichText;
export type Report = videoResults.Report;
export type ReportJob = videoResults.ReportJob;
export type ReportType = videoResults.ReportType;
export type Video = videoResults.Video;
export type VideoCaption = videoResults.VideoCaption;
export type VideoCategory = videoResults.VideoCategory;
export type VideoChannel = videoResults.VideoChannel;
export type VideoColumnHeader = videoResults.VideoColumnHeader;
export type VideoComment = videoResults.VideoComment;
export type VideoCommentThread = videoResults.VideoCommentThread;
export type VideoError = videoResults.VideoError;
export type VideoGroup = videoResults.VideoGroup;
export type VideoGroupItem = videoResults.VideoGroupItem;
export type VideoPlaylist = videoResults.VideoPlaylist;
export type VideoPlaylistItem = videoResults.VideoPlaylistItem;
export type VideoRating = videoResults.VideoRating;
export type VideoResultTable = videoResults.VideoResultTable;
export type VideoSearchResult = videoResults.VideoSearchResult;
export type VideoSubscription = videoResults.VideoSubscription;
export type VideoThumbnails = videoResults.VideoThumbnails;
export type CanceledStatement = warehouseResults.CanceledStatement;
export type PartitionBody = warehouseResults.PartitionBody;
export type RowType = warehouseResults.RowType;
export type RunningStatement = warehouseResults.RunningStatement;
export type StatementResult = warehouseResults.StatementResult;
export type WarehouseError = warehouseResults.WarehouseError;
export type ChatCompletion = websearchResults.ChatCompletion;
export type ContextSource = websearchResults.ContextSource;
export type ImageResult = websearchResults.ImageResult;
export type LlmContext = websearchResults.LlmContext;
export type LocationSummary = websearchResults.LocationSummary;
export type MetaUrl = websearchResults.MetaUrl;
export type NewsResult = websearchResults.NewsResult;
export type NewsSearch = websearchResults.NewsSearch;
export type Place = websearchResults.Place;
export type PlaceDescriptions = websearchResults.PlaceDescriptions;
export type PlaceSearch = websearchResults.PlaceSearch;
export type Places = websearchResults.Places;
export type SearchQuery = websearchResults.SearchQuery;
export type SearchResult = websearchResults.SearchResult;
export type Spellcheck = websearchResults.Spellcheck;
export type SuggestSearch = websearchResults.SuggestSearch;
export type VideoSearch = websearchResults.VideoSearch;
export type WebResult = websearchResults.WebResult;
export type WebSearch = websearchResults.WebSearch;
export type WebsearchError = websearchResults.WebsearchError;

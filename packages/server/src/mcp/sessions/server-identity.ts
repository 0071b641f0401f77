/** What both protocol revisions' servers say about themselves. */
export const SERVER_VERSION = '0.1.0';

export const SERVER_INSTRUCTIONS =
  "These tools act on the signed-in user's connected accounts. When a tool needs an account that is not connected, the user is asked to connect it; writes and deletes ask the user first. When the list offers search_tools, it finds the tool for a task among all of them; describe_tool gives its arguments and run_tool runs it.";

import { constantsData } from './collections/constants/constants.data';

/**
 * The anonymous chat id's format: `{prefix}_{13-digit ms timestamp}_{random lowercase letters and digits}`.
 * The widget makes ids in it and the chat function accepts only ids in it.
 */
export function anonymousIdPattern(): RegExp {
  const { anonymousIdPrefix, anonymousIdRandomLength } = constantsData.chat;
  return new RegExp(`^${anonymousIdPrefix}_\\d{13}_[a-z0-9]{${anonymousIdRandomLength}}$`);
}

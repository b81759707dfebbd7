import { useTranslation } from 'react-i18next';

/**
 * Rank names are the operator's (English, from the rank rules); rank 0 is everyone's starting rank,
 * so it reads as the translated "Member" rather than an English word in every language.
 */
export function useRankLabel() {
  const { t } = useTranslation('member');
  return (rank: number, nameEn: string) => (rank === 0 ? t('rank.none') : nameEn);
}

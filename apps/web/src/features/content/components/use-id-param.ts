import { useSearchParams } from 'react-router';

/** The positive integer `id` query parameter, or 0 when missing or malformed. */
export function useIdParam(): number {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

import { notFound } from 'next/navigation';

/** Any address under /staff that no staff page answers: the staff area's own 404, never the public site's. */
export default function MissingStaffPage(): never {
  notFound();
}

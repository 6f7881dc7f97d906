import { Outlet } from 'react-router';

/** Placeholder until the supplier desk's frame is built. */
export default function DeskLayout() {
  return <Outlet />;
}

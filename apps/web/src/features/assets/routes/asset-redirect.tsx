import { Navigate } from 'react-router';

/** /asset, the "Assets" tab of the top navigation: the spot account is the assets home. */
export function Component() {
  return <Navigate to="/table1" replace />;
}

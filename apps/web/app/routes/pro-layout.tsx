import { ProLayout } from '../features/pro-portal/pro-layout';

export default function ProLayoutRoute() {
  return <ProLayout />;
}

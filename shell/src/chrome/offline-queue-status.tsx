import { useQueuedWrites, SAVED_ON_DEVICE } from 'shared-kit/offline-queue';
import styled from 'styled-components';

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`;

/** The header's line while a write of the signed-in employee waits on this device (issue 43). */
export default function OfflineQueueStatus({ employeeId }: { employeeId: number }) {
  const writes = useQueuedWrites(employeeId);
  return (
    <Status role="status" data-testid="offline-queue-status">
      {writes && writes.length > 0 ? SAVED_ON_DEVICE : null}
    </Status>
  );
}

import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage } from 'shared-kit/i18n';
import { browser } from '../browser';
import { LanguageSwitch } from './language-switch';
import { OfflineQueueStatus } from './offline-queue';
import {
  Button,
  DATE_DEFAULT,
  formatApiDate,
  formatDate,
  fullName,
  weekOf,
  type SignedInUser,
} from 'shared-kit';

const Bar = styled.header<{ $dev: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  background: ${({ theme, $dev }) => ($dev ? theme.colors.headerDev : theme.colors.header)};
  color: ${({ theme, $dev }) => ($dev ? theme.colors.onHeaderDev : theme.colors.onHeader)};
`;

const Brand = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

// Shown exactly as the seeds write it ('Dev Testing'), no case transform.
const DevTitle = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.body};
  font-weight: 700;
`;

const PageTitle = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(5)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }
  & dt {
    font-weight: 600;
  }
  & dd {
    margin: 0;
  }
`;

/** The user's place while the account loads: the dates beside it do not jump when the name arrives. */
const PendingFact = styled.div`
  visibility: hidden;
  & dd {
    min-width: 8rem;
  }
`;

/** Re-renders at least once a minute so today's date and week follow midnight. */
function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setToday(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return today;
}

export interface HeaderProps {
  user: SignedInUser | null;
  /** Signed in, the account not loaded yet: the user's place is kept empty. */
  userPending?: boolean;
  title: string;
  dev: boolean;
  liveSiteUrl: string;
}

/**
 * Top header (SHELL-36…43): user's name, page title, today's date and the current week (MM/dd/yyyy, local time);
 * amber with 'Dev Testing' and 'Go to Live Site' on a dev host, dark blue otherwise.
 */
export function Header({ user, userPending = false, title, dev, liveSiteUrl }: HeaderProps) {
  const today = useToday();
  const week = weekOf(today);
  return (
    <Bar $dev={dev} data-environment={dev ? 'dev' : 'live'}>
      <Brand>
        <span>Crewtime</span>
        {dev && (
          <DevTitle>
            <FormattedMessage id="shell.header.devTesting" />
          </DevTitle>
        )}
      </Brand>
      <PageTitle data-testid="page-title">{title}</PageTitle>
      <Facts>
        {user ? (
          <div>
            <dt>
              <FormattedMessage id="shell.header.user" />
            </dt>
            <dd data-testid="user-name">{fullName(user)}</dd>
          </div>
        ) : (
          userPending && (
            <PendingFact aria-hidden="true" data-testid="user-pending">
              <dt>
                <FormattedMessage id="shell.header.user" />
              </dt>
              <dd />
            </PendingFact>
          )
        )}
        <div>
          <dt>
            <FormattedMessage id="shell.header.today" />
          </dt>
          <dd data-testid="today">{formatDate(today, DATE_DEFAULT)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="shell.header.week" />
          </dt>
          <dd data-testid="current-week">
            {`${formatApiDate(week.startOfWeek, DATE_DEFAULT)} - ${formatApiDate(week.endOfWeek, DATE_DEFAULT)}`}
          </dd>
        </div>
      </Facts>
      {user && <OfflineQueueStatus employeeId={user.employeeId} />}
      {dev && (
        <Button variant="secondary" onClick={() => browser.redirect(liveSiteUrl)}>
          <FormattedMessage id="shell.header.goToLiveSite" />
        </Button>
      )}
      <LanguageSwitch />
    </Bar>
  );
}

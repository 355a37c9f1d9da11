import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useActiveAdAccount, useFigureFreshness } from 'shared-graph';
import { FreshnessStamp, PageHeader } from 'shared-ui';
import { AudiencePanel } from '../audience/AudiencePanel';

/** The frame of a research screen: header, the shared audience settings beside the content. */
export function ResearchPage({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Layout>
        <Main>
          <ResearchFreshness />
          {children}
        </Main>
        <Side>
          <AudiencePanel />
        </Side>
      </Layout>
    </>
  );
}

/** How fresh the audience figures on screen are (estimates and insights read for the selected ad account). */
function ResearchFreshness() {
  const { accountId } = useActiveAdAccount();
  return <FreshnessStamp freshness={useFigureFreshness(accountId)} />;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Side = styled.aside`
  min-width: 0;
`;

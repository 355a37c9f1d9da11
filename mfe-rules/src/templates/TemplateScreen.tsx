// /rules/template: ready-made rules (built-in and the admin's published ones); each opens the builder pre-filled.
import styled from 'styled-components';
import { Card, CardBody, CardTitle, LinkButton, Stack } from 'shared-ui';
import { usePublishedTemplates } from '../api/useRulesQueries';
import { BUILT_IN_TEMPLATES } from '../builder/builtInTemplates';
import { RulesPage } from '../layout/RulesPage';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

function TemplateCard({ name, description, to }: { name: string; description?: string; to: string }) {
  return (
    <li>
      <Card>
        <CardBody>
          <Stack gap="sm">
            <CardTitle as="h2">{name}</CardTitle>
            {description ? <Text>{description}</Text> : null}
            <LinkButton to={to} aria-label={`Use this template: ${name}`}>
              Use this template
            </LinkButton>
          </Stack>
        </CardBody>
      </Card>
    </li>
  );
}

export function TemplateScreen() {
  const published = usePublishedTemplates();
  return (
    <RulesPage title="Rule templates" description="Start from a rule that works; the builder opens with it filled in, and you can change anything.">
      <Grid aria-label="Templates">
        {BUILT_IN_TEMPLATES.map((t) => (
          <TemplateCard key={t.key} name={t.name} description={t.description} to={`/rules/create?template=${t.key}`} />
        ))}
        {(published.data ?? []).map((t) => (
          <TemplateCard key={`p${t.id}`} name={t.name} description={t.description} to={`/rules/create?template_id=${t.id}`} />
        ))}
      </Grid>
    </RulesPage>
  );
}

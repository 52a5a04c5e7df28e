import { Badge, Button, Code, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiOperation, ApiSchema } from '../api/openapi';
import { curlCommand } from '../utils/example-request';

const typeText = (schema: ApiSchema) =>
  schema.enum ? schema.enum.join(' | ') : [schema.type ?? ''].flat().join(' | ');

/** One public read: its path, parameters, a curl request and, on demand, a real answer. */
export function EndpointCard({
  path,
  examplePath,
  operation,
}: {
  path: string;
  examplePath: string;
  operation: ApiOperation;
}) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<{ status: number; text: string } | 'loading' | 'failed'>();
  const media = Object.keys(operation.responses['200']?.content ?? {})[0] ?? 'application/json';
  const isJson = media === 'application/json';
  const brace = examplePath.includes('{');

  async function showAnswer() {
    setAnswer('loading');
    try {
      const response = await fetch(`/api${examplePath}`, {
        headers: { accept: 'application/json' },
      });
      const body: unknown = await response.json();
      const text = JSON.stringify(body, null, 2).split('\n');
      setAnswer({
        status: response.status,
        text: text.length > 40 ? [...text.slice(0, 40), '…'].join('\n') : text.join('\n'),
      });
    } catch {
      setAnswer('failed');
    }
  }

  return (
    <Paper withBorder p="sm" data-testid="api-endpoint" style={{ minWidth: 0 }}>
      <Stack gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          <Badge mr="xs" size="sm">
            GET
          </Badge>
          <Code>{path}</Code>
        </Text>
        <Text size="sm">{operation.summary}</Text>
        <Text size="sm" fw={500}>
          {t('apiDocs.parameters')}
        </Text>
        {operation.parameters.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('apiDocs.noParameters')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table fz="sm" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('apiDocs.paramName')}</Table.Th>
                  <Table.Th>{t('apiDocs.paramIn')}</Table.Th>
                  <Table.Th>{t('apiDocs.paramRequired')}</Table.Th>
                  <Table.Th>{t('apiDocs.paramType')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {operation.parameters.map((parameter) => (
                  <Table.Tr key={`${parameter.in} ${parameter.name}`}>
                    <Table.Td>
                      <Code>{parameter.name}</Code>
                    </Table.Td>
                    <Table.Td>
                      {parameter.in === 'path' ? t('apiDocs.inPath') : t('apiDocs.inQuery')}
                    </Table.Td>
                    <Table.Td>{parameter.required ? t('apiDocs.yes') : t('apiDocs.no')}</Table.Td>
                    <Table.Td>{typeText(parameter.schema)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="sm" fw={500}>
          {t('apiDocs.request')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {curlCommand(window.location.origin, examplePath)}
        </Code>
        {isJson ? (
          !brace && (
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              loading={answer === 'loading'}
              onClick={() => void showAnswer()}
            >
              {t('apiDocs.showAnswer')}
            </Button>
          )
        ) : (
          <Text size="sm" c="dimmed">
            {t('apiDocs.fileAnswer', { media })}
          </Text>
        )}
        {answer === 'failed' && (
          <Text size="sm" c="red">
            {t('apiDocs.answerFailed')}
          </Text>
        )}
        {typeof answer === 'object' && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('apiDocs.answer')} · {t('apiDocs.status', { status: answer.status })}
            </Text>
            <Code
              block
              data-testid="api-example-answer"
              style={{ maxHeight: 320, overflow: 'auto' }}
            >
              {answer.text}
            </Code>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

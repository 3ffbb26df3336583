import { Paper, Stack, Text } from "@mantine/core";
import { useParams } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";

/** /pay/:inv?key=: the built-in demo payment provider's checkout (no money moves). */
export function DemoCheckoutPage() {
  const { inv = "" } = useParams();
  return (
    <Stack>
      <PageTitle title="Demo checkout" description="Demo payment provider: no money moves." />
      <Paper withBorder p="lg" radius="md">
        <Text>
          Invoice <strong>{inv}</strong>
        </Text>
      </Paper>
    </Stack>
  );
}

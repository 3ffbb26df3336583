import { type Sport, sportSettings } from "@courtside/contract";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { bookingDrafts } from "../../state/drafts.ts";
import { BookingDraftDetails } from "./components/booking-draft-details.tsx";
import { useSportArea } from "./components/use-sport-area.ts";

export type BookingStep = "home" | "addon" | "summary" | "guestSummary" | "guestBookingCompleted";

const titles: Record<BookingStep, (label: string) => string> = {
  home: (label) => `Book ${label.toLowerCase()}`,
  addon: () => "Add-ons",
  summary: () => "Summary",
  guestSummary: () => "Guest summary",
  guestBookingCompleted: () => "Booking completed",
};

const descriptions: Record<BookingStep, string> = {
  home: "Choose a date, a time and one or more courts.",
  addon: "Rackets, balls, a coach: add what you need to your booking.",
  summary: "Check your booking before you pay.",
  guestSummary: "Check your booking and your contact details before you pay.",
  guestBookingCompleted: "Thank you. A confirmation is on its way to your email.",
};

function NextStep({ sport, step }: { sport: Sport; step: BookingStep }) {
  const routes = paths.sport[sport];
  const next: Partial<Record<BookingStep, { to: string; label: string }>> = {
    home: { to: routes.addon, label: "Continue to add-ons" },
    addon: { to: routes.auth, label: "Continue" },
    guestBookingCompleted: { to: paths.home, label: "Back to the start" },
  };
  const link = next[step];
  if (!link) return null;
  return (
    <Group>
      <Button component={Link} to={link.to}>
        {link.label}
      </Button>
    </Group>
  );
}

/** One component for every plain step of the booking flow, for both sports. */
export function BookingStepPage({ sport, step }: { sport: Sport; step: BookingStep }) {
  useSportArea(sport);
  const inv = bookingDrafts[sport]((s) => s.inv);
  return (
    <Stack>
      <PageTitle title={titles[step](sportSettings[sport].label)} description={descriptions[step]} />
      {step === "guestBookingCompleted" && inv && <Text fw={600}>Invoice {inv}</Text>}
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="sm">
          Your {sportSettings[sport].label.toLowerCase()} booking
        </Title>
        <BookingDraftDetails sport={sport} />
      </Paper>
      <NextStep sport={sport} step={step} />
    </Stack>
  );
}

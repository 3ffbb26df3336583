import { CLUB_IMAGE_LIMITS } from "@courtside/contract";

/** What the file fields offer to choose: the types the server reads. */
export const ACCEPTED_IMAGE_TYPES = CLUB_IMAGE_LIMITS.types.join(",");

export const MAX_IMAGE_MEGABYTES = CLUB_IMAGE_LIMITS.maxBytes / 1024 / 1024;

/** A file's size in megabytes, as the "too large" message gives it: one decimal, rounded up, so it never reads as the limit. */
export const megabytesOf = (file: Pick<File, "size">) => Math.ceil((file.size / 1024 / 1024) * 10) / 10;

/**
 * Whether a chosen file is over the upload limit. Checked before reading it, so a file the
 * server would refuse is neither read nor sent (its base64 is a third larger again).
 */
export const isTooLarge = (file: Pick<File, "size">) => file.size > CLUB_IMAGE_LIMITS.maxBytes;

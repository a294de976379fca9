#include <stddef.h>
#include <linux/dvb/video.h>
_Static_assert(sizeof(struct video_command) == 72, "struct video_command");
_Static_assert(offsetof(struct video_command, stop.pts) == 8, "struct video_command.stop.pts");
_Static_assert(offsetof(struct video_command, play.speed) == 8, "struct video_command.play.speed");
_Static_assert(offsetof(struct video_command, play.format) == 12, "struct video_command.play.format");
_Static_assert(offsetof(struct video_command, play) == 8, "struct video_command.play");
_Static_assert(offsetof(struct video_command, stop) == 8, "struct video_command.stop");
_Static_assert(offsetof(struct video_command, cmd) == 0, "struct video_command.cmd");
_Static_assert(offsetof(struct video_command, flags) == 4, "struct video_command.flags");
_Static_assert(offsetof(struct video_command, raw.data) == 8, "struct video_command.raw.data");
_Static_assert(offsetof(struct video_command, raw) == 8, "struct video_command.raw");
_Static_assert(sizeof(struct video_event) == 32, "struct video_event");
_Static_assert(offsetof(struct video_event, u.size) == 16, "struct video_event.u.size");
_Static_assert(offsetof(struct video_event, type) == 0, "struct video_event.type");
_Static_assert(offsetof(struct video_event, u.frame_rate) == 16, "struct video_event.u.frame_rate");
_Static_assert(offsetof(struct video_event, u) == 16, "struct video_event.u");
_Static_assert(offsetof(struct video_event, timestamp) == 8, "struct video_event.timestamp");
_Static_assert(offsetof(struct video_event, u.vsync_field) == 16, "struct video_event.u.vsync_field");
_Static_assert(sizeof(struct video_status) == 20, "struct video_status");
_Static_assert(offsetof(struct video_status, stream_source) == 8, "struct video_status.stream_source");
_Static_assert(offsetof(struct video_status, play_state) == 4, "struct video_status.play_state");
_Static_assert(offsetof(struct video_status, video_format) == 12, "struct video_status.video_format");
_Static_assert(offsetof(struct video_status, video_blank) == 0, "struct video_status.video_blank");
_Static_assert(offsetof(struct video_status, display_format) == 16, "struct video_status.display_format");
_Static_assert(sizeof(struct video_still_picture) == 16, "struct video_still_picture");
_Static_assert(offsetof(struct video_still_picture, iFrame) == 0, "struct video_still_picture.iFrame");
_Static_assert(offsetof(struct video_still_picture, size) == 8, "struct video_still_picture.size");

#include <stddef.h>
#include <linux/dvb/audio.h>
_Static_assert(sizeof(struct audio_mixer) == 8, "struct audio_mixer");
_Static_assert(offsetof(struct audio_mixer, volume_right) == 4, "struct audio_mixer.volume_right");
_Static_assert(offsetof(struct audio_mixer, volume_left) == 0, "struct audio_mixer.volume_left");
_Static_assert(sizeof(struct audio_status) == 32, "struct audio_status");
_Static_assert(offsetof(struct audio_status, mute_state) == 4, "struct audio_status.mute_state");
_Static_assert(offsetof(struct audio_status, stream_source) == 12, "struct audio_status.stream_source");
_Static_assert(offsetof(struct audio_status, play_state) == 8, "struct audio_status.play_state");
_Static_assert(offsetof(struct audio_status, AV_sync_state) == 0, "struct audio_status.AV_sync_state");
_Static_assert(offsetof(struct audio_status, mixer_state) == 24, "struct audio_status.mixer_state");
_Static_assert(offsetof(struct audio_status, channel_select) == 16, "struct audio_status.channel_select");
_Static_assert(offsetof(struct audio_status, bypass_mode) == 20, "struct audio_status.bypass_mode");

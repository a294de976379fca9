#!/usr/bin/perl
# Generate a kernel log for bench/bench-logs.sh: dmesg-style lines of
# noise, with the real deprecation warnings of an inventory mixed in (one
# line in 1000), and the ERE patterns of those warnings for grep -f.
#
#   gen-logs.pl INVENTORY.json SIZE_MB LOG PATTERNS
#
# The warnings are made from the format strings the way the kernel
# prints them: conversions filled with plausible values, pr_fmt in front.
# The patterns are built the way abiwatch logs builds its matchers
# (scan/logmatch.c), in grep's syntax: the line with the most words,
# literals escaped, conversions .*.
use strict;
use warnings;
no warnings "redundant";
use JSON::PP;

my ($inv, $mb, $log, $pat) = @ARGV;
die "usage: gen-logs.pl INVENTORY SIZE_MB LOG PATTERNS\n" unless $pat;
open(my $in, '<', $inv) or die "$inv: $!\n";
my $doc = decode_json(do { local $/; <$in> });
my @dep = grep { $_->{kind} eq 'deprecation' } @{$doc->{items}};

my $conv = qr/%[-+ #0']*[0-9*]*(?:\.[0-9*]*)?[hlLqjzZt]*(?:p[A-Za-z0-9]*|[diouxXeEfFgGaAcsn])/;

sub unescape {
	my $s = shift;
	$s =~ s/\\([0-7]{1,3})/chr(oct($1) & 255)/ge;
	$s =~ s/\\x([0-9a-fA-F]+)/chr(hex($1) & 255)/ge;
	my %e = (n => "\n", t => "\t", a => "\a", b => "\b", f => "\f",
		 r => "\r", v => "\013");
	$s =~ s/\\(.)/exists $e{$1} ? $e{$1} : $1/ge;
	return $s;
}

sub best_line {
	my ($fmt, $pre) = @_;
	my @l = split /\n/, unescape($fmt), -1;
	my ($best, $bk, $first) = (0, -1, 1);
	for my $i (0 .. $#l) {
		(my $t = $l[$i]) =~ s/$conv//g;
		my $k = () = $t =~ /[A-Za-z0-9]/g;
		($best, $bk) = ($i, $k) if $k > $bk;
	}
	my $line = $l[$best] // '';
	$line = unescape($pre) . $line if defined $pre && $best == 0;
	return $line;
}

open(my $p, '>', $pat) or die "$pat: $!\n";
my @msgs;
for my $d (@dep) {
	my $a = $d->{attrs};
	my $line = best_line($a->{format}, $a->{pr_fmt});
	my @parts = split /(%%|$conv)/, $line;
	my ($re, $msg, $lit) = ('', '', 0);
	for my $x (@parts) {
		if ($x eq '%%') {
			$re .= '%'; $msg .= '%'; $lit++;
		} elsif ($x =~ /^$conv$/) {
			$re .= '.*' unless $re =~ /\.\*$/ || $re eq '';
			$msg .= $x =~ /[sp]\w*$/ ? 'widget0' :
				$x =~ /[xX]$/ ? '1f' : '42';
		} else {
			(my $e = $x) =~ s/([.\[\]{}()\\*+?^$|])/\\$1/g;
			$re .= $e; $msg .= $x; $lit += length $x;
		}
	}
	$re =~ s/\.\*$//;
	next unless $lit;
	print $p "$re\n";
	push @msgs, $msg;
}
close $p;

my @noise = (
	"usb 1-1: new high-speed USB device number %d using xhci_hcd",
	"EXT4-fs (sda1): mounted filesystem %08x-cafe ro with ordered data mode",
	"audit: type=1400 audit(1700000000.%d:2): apparmor=\"STATUS\" operation=\"profile_load\"",
	"e1000e 0000:00:1f.6 eth0: NIC Link is Up 1000 Mbps Full Duplex, Flow Control: Rx/Tx",
	"systemd[1]: Started session-%d.scope - Session of user root.",
	"IPv6: ADDRCONF(NETDEV_CHANGE): wlan0: link becomes ready",
	"nvme nvme0: %d/0/0 default/read/poll queues",
	"perf: interrupt took too long (%d > 2500), lowering kernel.perf_event_max_sample_rate",
);
open(my $o, '>', $log) or die "$log: $!\n";
my ($bytes, $n, $t) = (0, 0, 0);
srand(15);
while ($bytes < $mb * 1024 * 1024) {
	$t += 0.000731;
	my $body = ++$n % 1000 == 0 ? $msgs[int(rand(@msgs))] :
		sprintf($noise[$n % @noise], $n);
	my $l = sprintf("[%12.6f] %s\n", $t, $body);
	print $o $l;
	$bytes += length $l;
}
close $o;
printf STDERR "gen-logs: %d lines, %d warnings of %d deprecations\n",
	$n, int($n / 1000), scalar @msgs;

# Sourced by scripts/test-all.sh: before Lighthouse, which measures time on this machine, nothing of the test
# lanes may still be working beside it. Every process the run starts carries TEST_RUN_MARK in its environment;
# once both lanes have ended, any that is still alive (a server or browser a suite left behind) is listed and
# stopped, PostgreSQL is stopped if this run started it, and then the machine's load is waited for to settle
# (1-minute load average under 1, up to 2 minutes). What was found is printed for the Lighthouse log.
export TEST_RUN_MARK="shop-test-run-$$-$RANDOM"

settle_host() {
  local pid left=() self=$BASHPID
  ! declare -F pg_local_stop_own >/dev/null || pg_local_stop_own
  for env in /proc/[0-9]*/environ; do
    pid=${env#/proc/}; pid=${pid%/environ}
    [ "$pid" = "$$" ] || [ "$pid" = "$self" ] && continue
    # Another user's process, or one gone since the glob, cannot be read: it is none of the run's.
    { tr '\0' '\n' <"$env"; } 2>/dev/null | grep -qx "TEST_RUN_MARK=$TEST_RUN_MARK" || continue
    # This shell's own children (the loop's subshells) end with it; anything else is left over.
    [ "$(awk '{print $4}' "/proc/$pid/stat" 2>/dev/null)" = "$self" ] && continue
    left+=("$pid")
  done
  if [ ${#left[@]} -gt 0 ]; then
    echo "left running by the test lanes, stopped before Lighthouse:"
    ps -o pid=,pcpu=,etime=,args= -p "$(IFS=,; echo "${left[*]}")" 2>/dev/null | cut -c1-160
    kill "${left[@]}" 2>/dev/null
    for _ in $(seq 1 20); do kill -0 "${left[@]}" 2>/dev/null || break; sleep 0.25; done
    kill -9 "${left[@]}" 2>/dev/null
  fi
  local load
  for _ in $(seq 1 24); do
    load=$(cut -d' ' -f1 /proc/loadavg)
    awk -v l="$load" 'BEGIN { exit !(l < 1) }' && break
    sleep 5
  done
  echo "host before Lighthouse: load $(cut -d' ' -f1-3 /proc/loadavg); busiest processes:"
  ps -eo pcpu=,etime=,args= --sort=-pcpu 2>/dev/null | head -5 | cut -c1-160
}

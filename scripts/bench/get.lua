-- wrk script: GETs one page as a browser would (compressed) and prints a JSON summary with answers by status.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
  wrk.headers["Accept-Encoding"] = "br, gzip"
  wrk.headers["Accept"] = "text/html"
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do totals[status] = (totals[status] or 0) + count end
  end
  local parts = {}
  for status, count in pairs(totals) do table.insert(parts, string.format('"%d":%d', status, count)) end
  io.write(string.format('BENCH-JSON {"requests":%d,"seconds":%.3f,"bytes":%d,"errors":%d,"p50":%.3f,"p99":%.3f,"statuses":{%s}}\n',
    summary.requests, summary.duration / 1e6, summary.bytes,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, table.concat(parts, ",")))
end

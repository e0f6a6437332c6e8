-- wrk script for the bench, in one of two modes (BENCH_MODE):
--   page     GETs one page as a browser would (compressed);
--   enquiry  POSTs distinct contact enquiries, each with its own Idempotency-Key, and writes the reference of
--            every 201 to BENCH_REFS, so the bench can prove each answered enquiry was stored.
-- Either way it prints one line, BENCH-JSON {...}, with the latency percentiles and the answers by status.
local mode = os.getenv("BENCH_MODE") or "page"
local origin = os.getenv("BENCH_ORIGIN") or "http://127.0.0.1:3000"
local refsFile = os.getenv("BENCH_REFS")
local counter = 0
local threads = {}

function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
  refs = {}
end

if mode == "enquiry" then
  function request()
    counter = counter + 1
    local key = string.format("bench-%d-%d-%d", id, os.time(), counter)
    local body = string.format('{"first_name":"Bench","last_name":"Runner","company_name":"Load Test Ltd","mobile_no":"7700900123","mobile_country_code":"+44","email_address":"bench%d.%d@example.org","message":"Load test enquiry %s.","subscribe":[]}', id, counter, key)
    return wrk.format("POST", nil, { ["Content-Type"] = "application/json", ["Origin"] = origin, ["Idempotency-Key"] = key }, body)
  end
else
  wrk.headers["Accept"] = "text/html"
  wrk.headers["Accept-Encoding"] = "br, gzip"
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  if mode == "enquiry" and status == 201 then
    local ref = string.match(body, '"ref":"([^"]+)"')
    if ref then refs[#refs + 1] = ref end
  end
end

function done(summary, latency, requests)
  local totals = {}
  local out = refsFile and io.open(refsFile, "w")
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do totals[status] = (totals[status] or 0) + count end
    if out then
      for _, ref in ipairs(thread:get("refs")) do out:write(ref, "\n") end
    end
  end
  if out then out:close() end
  local parts = {}
  for status, count in pairs(totals) do table.insert(parts, string.format('"%d":%d', status, count)) end
  io.write(string.format('BENCH-JSON {"requests":%d,"seconds":%.3f,"bytes":%d,"errors":%d,"p50":%.3f,"p99":%.3f,"statuses":{%s}}\n',
    summary.requests, summary.duration / 1e6, summary.bytes,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, table.concat(parts, ",")))
end

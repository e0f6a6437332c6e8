ORIGIN = os.getenv("BENCH_ORIGIN") or "http://127.0.0.1:3401"
-- wrk script: POSTs distinct contact enquiries (each with its own Idempotency-Key) and counts answers by status.
local counter = 0
local threads = {}

function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
end

function request()
  counter = counter + 1
  local key = string.format("bench-%d-%d-%d", id, os.time(), counter)
  local body = string.format('{"first_name":"Bench","last_name":"Runner","company_name":"Load Test Ltd","mobile_no":"7700900123","mobile_country_code":"+44","email_address":"bench%d.%d@example.org","message":"Load test enquiry %s.","subscribe":[]}', id, counter, key)
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json", ["Origin"] = ORIGIN, ["Idempotency-Key"] = key }, body)
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    for status, count in pairs(counts) do totals[status] = (totals[status] or 0) + count end
  end
  local parts = {}
  for status, count in pairs(totals) do table.insert(parts, string.format('"%d":%d', status, count)) end
  io.write(string.format('{"requests":%d,"seconds":%.3f,"p50":%.3f,"p99":%.3f,"statuses":{%s}}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000, table.concat(parts, ",")))
end

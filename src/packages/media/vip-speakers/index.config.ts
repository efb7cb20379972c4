export default definePageConfig({
  navigationBarTitleText: '演讲嘉宾',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
